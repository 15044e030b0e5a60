export { writeReport, reportFiles } from "./writeReport.js";
export { markdownReport, REPORT_FILES } from "./markdownReport.js";
export { successPlotSvg } from "./successPlot.js";
export { distancePlotSvg } from "./distancePlot.js";
