// altcha-lib declares its types for ESM importers only; this CommonJS build loads its CJS files
// (through the package's "require" export), whose types are these.
declare module 'altcha-lib' {
  export * from 'altcha-lib/dist/cjs/v2/index';
}
declare module 'altcha-lib/algorithms/pbkdf2' {
  export * from 'altcha-lib/dist/cjs/v2/algorithms/pbkdf2';
}
