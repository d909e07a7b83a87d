export { postingService } from './app';
/** Seals tokens the way connections store them (benchmarks seed connected accounts with it). */
export { sealTokens } from './features/connections/token-vault';
/** The brand watermark's drawing (the watermark benchmark measures it). */
export { markImage, markPicture, markVideo } from './features/watermarks/watermark-render';
