import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const sandbox = process.env.SANDBOX_URL ?? "http://127.0.0.1:4600";

export default defineConfig({
  base: "/trade/",
  plugins: [react()],
  resolve: { conditions: ["@trade/source", "module", "browser", "import", "default"] },
  build: { target: "es2022", sourcemap: true },
  server: {
    proxy: {
      "/api": sandbox,
      "/feed": { target: sandbox, ws: true },
    },
  },
});
