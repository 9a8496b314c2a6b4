export const uiStyles = "";
