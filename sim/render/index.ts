export { renderWorldSvg, type RenderWorldSvgOptions } from "./renderWorldSvg.js";
