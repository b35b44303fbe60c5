import type { MvmKind } from './mvm-payment';

/** docs/specification.md#course-payment: the courses (/MvmRegistrationFee), exactly as written. */
export const MVM_COURSES = [
  'Web Development I',
  'Web Development II',
  'Python I',
  'Python II',
  'SDET',
  'Full Stack Dev',
  'DBA',
  'Cloud Computing (AWS, Azure)',
] as const;

/**
 * docs/specification.md#project-payment: the project types (/MvmProjectFee), exactly as written
 * (typos included).
 */
export const MVM_PROJECT_TYPES = [
  'Software develoment and hosting',
  'Social Media Development',
  'Infrastructure service',
  'Maintenance and setup',
  'Kids IT Training',
  'Parents IT Training',
  'Professional IT Training',
] as const;

/** Whether the text is a listed course or project type, and which; null when it is neither. */
export function kindOf(course: unknown): MvmKind | null {
  if ((MVM_COURSES as readonly unknown[]).includes(course)) return 'course';
  if ((MVM_PROJECT_TYPES as readonly unknown[]).includes(course)) return 'project';
  return null;
}
