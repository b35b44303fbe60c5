// `npm run lint` step: every reference a comment or document makes must resolve inside the
// repository, so a newcomer who clones it can follow each one. It fails, with file:line, on
//  - a `docs/<file>` (or `docs/<file>#anchor`, or a markdown link) whose file is missing or whose
//    anchor is not the GitHub slug of a heading in that file;
//  - a path into a top-level folder (`backend/src/….ts`, `scripts/lib/`) that does not exist;
//  - citations of documents that are not in the repository (the old design notes, work-order
//    numbers, section signs of the old specification text).
// Run: `tsx scripts/check-references.ts` (all git-tracked text files); tested by
// `tsx --test scripts/check-references.test.ts`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, posix, relative, resolve } from 'node:path';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Files never read: generated, binary or lock files. */
const SKIPPED = [/(^|\/)package-lock\.json$/, /(^|\/)dist\//, /(^|\/)node_modules\//];
const BINARY = new Set(
  '.png .jpg .jpeg .gif .ico .webp .avif .woff .woff2 .ttf .otf .eot .pdf .zip .gz .br .wasm'.split(
    ' ',
  ),
);
const CODE = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx']);

/**
 * Citations that cannot resolve for someone holding only the repository. Each pattern is built
 * from pieces so that this file does not cite what it forbids.
 */
const UNRESOLVABLE: ReadonlyArray<[RegExp, string]> = [
  [
    new RegExp('\\bseeds? \\(?00[01]\\b', 'i'),
    'cites the old specification text; cite docs/specification.md#…',
  ],
  [
    new RegExp('\\bseed \u00a7', 'i'),
    'cites the old specification text; cite docs/specification.md#…',
  ],
  [
    new RegExp('\u00a7 ?\\d'),
    'cites a section sign of the old specification; cite docs/specification.md#…',
  ],
  [
    new RegExp('\\biss' + 'ues? #?\\d+', 'i'),
    'cites a work order; cite docs/decisions.md#… instead',
  ],
  [new RegExp('shared/' + 'design'), 'cites notes outside the repository; cite docs/…'],
  [
    new RegExp('\\bDECISIONS' + '\\b'),
    'cites notes outside the repository; cite docs/decisions.md#…',
  ],
  [
    new RegExp('shared/' + 'seeds'),
    'cites the old specification text; cite docs/specification.md#…',
  ],
];

/**
 * The providers' published OpenAPI documents are the one outside location: docs/providers.md says
 * where they are published, and the Prism helper looks for them beside the repository by default.
 */
const OUTSIDE_SPECS = new RegExp('shared/' + 'provider-specs');
const OUTSIDE_SPECS_ALLOWED = new Set(['docs/providers.md', 'backend/test/support/prism-mock.ts']);

/** GitHub's heading slug (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[*`]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a markdown file: heading slugs (with GitHub's -1, -2 for repeats) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line);
    if (fenceMark) {
      fence = fence === null ? fenceMark[1] : fence === fenceMark[1] ? null : fence;
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const seen = counts.get(base) ?? 0;
      anchors.add(seen === 0 ? base : `${base}-${seen}`);
      counts.set(base, seen + 1);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/**
 * The lines worth reading in a file, with their numbers: comments for code (where references
 * live; string literals in code are run-time paths, checked by running the code), every line
 * for documents and configuration.
 */
export function readableLines(path: string, text: string): Array<[number, string]> {
  const lines = text.split('\n');
  if (!CODE.has(extname(path))) return lines.map((line, i) => [i + 1, line]);
  const out: Array<[number, string]> = [];
  let inBlock = false;
  lines.forEach((line, i) => {
    let rest = line;
    let comment = '';
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        comment += ' ' + (end < 0 ? rest : rest.slice(0, end));
        if (end < 0) rest = '';
        else {
          inBlock = false;
          rest = rest.slice(end + 2);
        }
        continue;
      }
      const block = rest.indexOf('/*');
      const lineComment = /(^|[^:\\'"`])\/\//.exec(rest);
      const lineAt = lineComment ? lineComment.index + lineComment[1].length : -1;
      if (lineAt >= 0 && (block < 0 || lineAt < block)) {
        comment += ' ' + rest.slice(lineAt + 2);
        rest = '';
      } else if (block >= 0) {
        inBlock = true;
        rest = rest.slice(block + 2);
      } else rest = '';
    }
    if (comment.trim()) out.push([i + 1, comment]);
  });
  return out;
}

interface Repository {
  root: string;
  files: Set<string>;
  folders: Set<string>;
  topLevel: string[];
  anchors: Map<string, Set<string>>;
}

function repository(root: string, files: string[]): Repository {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) folders.add(parts.slice(0, i).join('/'));
  }
  const topLevel = [...folders].filter((folder) => !folder.includes('/'));
  return { root, files: new Set(files), folders, topLevel, anchors: new Map() };
}

function anchorsFor(repo: Repository, file: string): Set<string> {
  let anchors = repo.anchors.get(file);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(join(repo.root, file), 'utf8'));
    repo.anchors.set(file, anchors);
  }
  return anchors;
}

/** Whether a repository path (file, or folder with a trailing slash) exists. */
function exists(repo: Repository, path: string): boolean {
  const clean = posix.normalize(path).replace(/\/$/, '');
  return repo.files.has(clean) || repo.folders.has(clean) || existsSync(join(repo.root, clean));
}

/** A file and anchor problem of one reference, or null. */
function checkTarget(repo: Repository, target: string, anchor: string | undefined): string | null {
  if (!exists(repo, target)) return `${target} does not exist`;
  if (anchor && target.endsWith('.md') && statSync(join(repo.root, target)).isFile()) {
    if (!anchorsFor(repo, target).has(anchor)) return `${target} has no heading #${anchor}`;
  }
  return null;
}

const TRAILING = /[.,;:)\]'"`]+$/;

function checkLine(repo: Repository, file: string, text: string, report: (m: string) => void) {
  for (const [pattern, why] of UNRESOLVABLE) {
    const found = pattern.exec(text);
    if (found) report(`"${found[0]}" ${why}`);
  }
  if (OUTSIDE_SPECS.test(text) && !OUTSIDE_SPECS_ALLOWED.has(file)) {
    report(
      'the provider specifications are found through docs/providers.md#published-specifications',
    );
  }

  // Paths into a top-level folder: `backend/src/main.ts`, `docs/decisions.md#identity`,
  // `scripts/lib/`.
  const tops = repo.topLevel.map((t) => t.replace(/[.]/g, '\\.')).join('|');
  const pathRef = new RegExp(`(?<![\\w./@-])(?:${tops})/[\\w./@-]*(?:#[\\w-]+)?`, 'g');
  for (const match of text.matchAll(pathRef)) {
    const [pathPart, anchor] = match[0].replace(TRAILING, '').split('#');
    const isDocs = pathPart.startsWith('docs/');
    const lastSegment = pathPart.split('/').pop() ?? '';
    const looksLikePath = pathPart.endsWith('/') || /\.\w+$/.test(lastSegment);
    if (!isDocs && !looksLikePath) continue;
    if (/\/(dist|node_modules|coverage|test-results)(\/|$)/.test(pathPart)) continue;
    if (isDocs && !looksLikePath && !anchor) continue; // "docs/" in prose without a file
    // Inside a workspace (frontend-public/…), `scripts/<name>.mjs` may be the workspace's own.
    const workspace = file.split('/')[0];
    const local = `${workspace}/${pathPart}`;
    const target = !exists(repo, pathPart) && exists(repo, local) ? local : pathPart;
    const problem = checkTarget(repo, target, anchor);
    if (problem) report(problem);
  }

  // Markdown links relative to a markdown file: [text](../x.md#y), [text](#y).
  if (file.endsWith('.md')) {
    for (const link of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = link[1];
      if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/')) continue; // URLs
      const [pathPart, anchor] = target.split('#');
      const resolved = pathPart ? posix.join(posix.dirname(file), pathPart) : file;
      if (resolved.startsWith('..')) {
        report(`${target} points outside the repository`);
        continue;
      }
      const problem = checkTarget(repo, resolved, anchor);
      if (problem) report(problem);
    }
  }
}

/** Every problem in the given files (paths relative to root, '/'-separated). */
export function checkReferences(root: string, files: string[]): Problem[] {
  const repo = repository(root, files);
  const problems: Problem[] = [];
  for (const file of files) {
    if (SKIPPED.some((skip) => skip.test(file)) || BINARY.has(extname(file).toLowerCase()))
      continue;
    const full = join(root, file);
    if (!existsSync(full) || !statSync(full).isFile()) continue;
    const bytes = readFileSync(full);
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary
    for (const [line, text] of readableLines(file, bytes.toString('utf8'))) {
      checkLine(repo, file, text, (message) => problems.push({ file, line, message }));
    }
  }
  return problems;
}

/** The repository's tracked files. */
export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

if (require.main === module) {
  const root = resolve(process.argv[2] ?? join(__dirname, '..'));
  const problems = checkReferences(root, trackedFiles(root));
  for (const p of problems)
    console.error(`${relative(process.cwd(), join(root, p.file))}:${p.line}: ${p.message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} reference(s) do not resolve inside the repository.`);
    process.exit(1);
  }
  console.log('check-references: every reference resolves inside the repository.');
}
