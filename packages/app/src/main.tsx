import { browserStorage } from "@trade/core";
import { AppRouter } from "./routes/router.js";
import { AppSettings } from "./settings/AppSettings.js";
import { installAppColors } from "./settings/appColors.js";
import { GlobalEvents } from "./shell/GlobalEvents.js";
import { mountWith, webClient } from "./shell/mount.js";
import "./styles.css";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");
installAppColors();

// SSO mode (spec 1 §4): a page parameter in the URL (the SSO module reads the launch). The partner's one-time code
// leaves the address at once.
const href = window.location.href;
if (new URL(href).searchParams.has("page")) {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  void import("./sso/SsoApp.js").then(({ mountSso }) => mountSso(root, href));
} else {
  mountApp(root);
}

function mountApp(root: HTMLElement): void {
  const client = webClient({ storage: browserStorage() });
  mountWith(
    root,
    client,
    <>
      <GlobalEvents />
      <AppSettings>
        <AppRouter storage={client.storage} />
      </AppSettings>
    </>,
  );
}
