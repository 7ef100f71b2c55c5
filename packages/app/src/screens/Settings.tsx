import type { OrderPreferences, SegmentOrderPreference } from "@trade/core";
import { Select } from "@trade/react/ui";
import {
  AccessibilitySetting,
  AppearanceSetting,
  ChartSetting,
  FontSizeSetting,
  Toggle,
  WatchlistViewSetting,
} from "../settings/controls.js";
import {
  orderDefaultsOfToggles,
  orderTypeChoices,
  productChoices,
  type SegmentGroup,
  segmentGroups,
  segmentPreference,
} from "../settings/orderPreferences.js";
import { usePreference } from "../settings/usePreferences.js";
import { useSaveSetting } from "../settings/useSaveSetting.js";
import { Loading } from "../shell/Loading.js";

function OrderPreferencesTable({ preferences }: { preferences: OrderPreferences }) {
  const saveSetting = useSaveSetting();
  const change = (group: SegmentGroup, field: keyof SegmentOrderPreference, value: string) => {
    const current = segmentPreference(preferences, group);
    void saveSetting("order", { [group]: { ...current, [field]: value } } as OrderPreferences);
  };
  return (
    <table className="order-preferences">
      <caption className="visually-hidden">Order preferences per segment</caption>
      <thead>
        <tr>
          <th scope="col">Segment</th>
          <th scope="col">Product type</th>
          <th scope="col">Order type</th>
        </tr>
      </thead>
      <tbody>
        {segmentGroups.map(({ group, label }) => {
          const current = segmentPreference(preferences, group);
          return (
            <tr key={group}>
              <th scope="row">{label}</th>
              <td>
                <Select
                  label={`${label} product type`}
                  options={productChoices(group)}
                  value={current.productType}
                  onChange={(value) => change(group, "productType", value)}
                />
              </td>
              <td>
                <Select
                  label={`${label} order type`}
                  options={orderTypeChoices}
                  value={current.orderType}
                  onChange={(value) => change(group, "orderType", value)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function OrderSettings() {
  const order = usePreference("order");
  const saveSetting = useSaveSetting();
  if (order.isError) {
    return (
      <p role="alert">
        Your order preferences could not be loaded.{" "}
        <button type="button" className="link" onClick={() => void order.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (order.data === undefined) return <Loading />;
  const preferences = order.data.preferences;
  return (
    <>
      <p className="hint">
        The order pad opens with these for each segment. Retain keeps what you last used in that segment.
      </p>
      <OrderPreferencesTable preferences={preferences} />
      <Toggle
        label="Re-confirm order"
        checked={preferences.orderConfirmation ?? orderDefaultsOfToggles.orderConfirmation}
        hint="The order pad shows the order's summary and sends it only when you confirm (Enter on CONFIRM)."
        onChange={(on) => void saveSetting("order", { orderConfirmation: on })}
      />
      <Toggle
        label="Glue order pad"
        checked={preferences.glueOrderpad ?? orderDefaultsOfToggles.glueOrderpad}
        hint="The order pad stays open after an order, ready for the next one."
        onChange={(on) => void saveSetting("order", { glueOrderpad: on })}
      />
    </>
  );
}

/** /trade/account/settings (also /trade/Account/Settings): every setting of spec 1 §2.5. */
export function SettingsScreen() {
  const layout = usePreference("layout");
  return (
    <section className="page settings">
      <h1>Settings</h1>
      <section className="settings-group" aria-labelledby="display-title">
        <h2 id="display-title">Display</h2>
        {layout.isError ? (
          <p role="alert">
            Your saved settings could not be loaded; the ones on this device are shown.{" "}
            <button type="button" className="link" onClick={() => void layout.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        <AppearanceSetting />
        <FontSizeSetting />
        <WatchlistViewSetting />
        <ChartSetting />
        <AccessibilitySetting />
      </section>
      <section className="settings-group" aria-labelledby="order-title">
        <h2 id="order-title">Order preferences</h2>
        <OrderSettings />
      </section>
    </section>
  );
}
