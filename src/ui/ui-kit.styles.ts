import { baseUiStyles } from "./base-styles";
import { chipStyles } from "./chip.styles";
import { dialogStyles } from "./dialog.styles";
import { fileUploadStyles } from "./file-upload.styles";
import { paginationStyles } from "./pagination.styles";
import { radioGroupStyles } from "./radio-group.styles";
import { skeletonStyles } from "./skeleton.styles";
import { stepperStyles } from "./stepper.styles";
import { switchStyles } from "./switch.styles";
import { dataListStyles } from "./data-list.styles";
import { tabsStyles } from "./tabs.styles";
import { tooltipStyles } from "./tooltip.styles";

/**
 * Every UI-kit stylesheet in one string, for hosts that show every primitive at once (Storybook's
 * frame). Tags adopt `baseUiStyles` and each other primitive's sheet on first use (base-styles.ts).
 */
export const uiStyles = [
  baseUiStyles,
  tooltipStyles,
  radioGroupStyles,
  switchStyles,
  dialogStyles,
  chipStyles,
  tabsStyles,
  stepperStyles,
  dataListStyles,
  paginationStyles,
  fileUploadStyles,
  skeletonStyles,
].join("\n");
