import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  // Built once per test run: the API's address is the sandbox the test started.
  define: { __OV_API_BASE__: JSON.stringify(process.env.OV_API_BASE ?? "") },
});
