// Types for the demo server's aliases of this folder's React 18 (see demo/serve.mjs): the parts used.
declare module "host-react" {
  export { createElement, useState, version } from "react";
}
declare module "host-react-dom/client" {
  export { createRoot } from "react-dom/client";
}
