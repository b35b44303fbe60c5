// Route names follow the specification's spelling (seed 001 §2).
export const LOGIN_PATH = '/Adminconfigpage';
