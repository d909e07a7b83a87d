/** Stylesheets the popup imports (bundled by Plasmo). */
declare module '*.css';
