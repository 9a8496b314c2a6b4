import { alertStyles } from "./alert.styles";
import { buttonStyles } from "./button.styles";
import { checkboxStyles } from "./checkbox.styles";
import { chipStyles } from "./chip.styles";
import { dialogStyles } from "./dialog.styles";
import { fieldStyles } from "./field.styles";
import { fileUploadStyles } from "./file-upload.styles";
import { paginationStyles } from "./pagination.styles";
import { radioGroupStyles } from "./radio-group.styles";
import { selectStyles } from "./select.styles";
import { skeletonStyles } from "./skeleton.styles";
import { spinnerStyles } from "./spinner.styles";
import { stepperStyles } from "./stepper.styles";
import { switchStyles } from "./switch.styles";
import { tableStyles } from "./table.styles";
import { tabsStyles } from "./tabs.styles";
import { tooltipStyles } from "./tooltip.styles";

/** The shared icon sizing used by every primitive. */
const iconStyles = /* css */ `
.ov-icon { flex: none; display: inline-block; vertical-align: middle; }
`;

/**
 * Every UI-kit stylesheet in one string. The element wrapper adopts `themeStyles + uiStyles` as one
 * constructable stylesheet shared by every tag on the page (DESIGN "The element wrapper"). Order
 * matters only where later rules refine earlier ones (fields before select and checkbox).
 */
export const uiStyles = [
  iconStyles,
  buttonStyles,
  fieldStyles,
  selectStyles,
  checkboxStyles,
  radioGroupStyles,
  switchStyles,
  tooltipStyles,
  dialogStyles,
  alertStyles,
  chipStyles,
  tabsStyles,
  stepperStyles,
  tableStyles,
  paginationStyles,
  fileUploadStyles,
  spinnerStyles,
  skeletonStyles,
].join("\n");
