// Browser tests drive Debian's Chromium. Install it when it is missing (the machine has root and Debian's packages).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(chromium)) {
  console.log(`chromium: ${chromium}`);
} else {
  console.log("chromium is missing: installing Debian's chromium (apt-get)…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: "inherit",
    },
  );
  if (!existsSync(chromium)) {
    console.error(`chromium is still missing at ${chromium}; set CHROMIUM_PATH`);
    process.exit(1);
  }
}
