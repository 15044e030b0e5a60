export { renderWorldSvg, type RenderWorldSvgOptions } from "./renderWorldSvg.js";
export { renderPriorSvg, type RenderPriorSvgOptions } from "./renderPriorSvg.js";
