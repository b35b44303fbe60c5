// The per-flag string modules of country-flag-icons ship without typings: each default-exports
// the flag's SVG markup.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
