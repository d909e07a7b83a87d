/** hls.js's light build (no subtitles, alternate audio or DRM, which a preview does not need) has the full build's API but ships no types of its own. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
