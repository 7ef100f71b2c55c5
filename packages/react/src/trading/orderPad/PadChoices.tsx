import { orderTypeLabels, productTypes } from "@trade/core/orders";
import { SegmentedRadios } from "../../ui/Segmented.js";
import { orderTypesFor, productsFor } from "../orderPadState.js";
import type { OrderPadController } from "./useOrderPad.js";

/**
 * The tab's products and order types as radio groups drawn as segmented controls (core's offers per tab); a
 * modification keeps its product.
 */
export function PadChoices({ pad }: { pad: OrderPadController }) {
  const { form, change } = pad;
  return (
    <>
      <fieldset className="tk-op-products">
        <legend>Product</legend>
        <span className="tk-segmented">
          <SegmentedRadios
            name="productType"
            value={form.productType}
            options={productsFor(form.tab, pad.instrument).map(
              (product) => [product, productTypes[product].label] as const,
            )}
            onChange={(productType) => change({ productType })}
            disabledOption={(product) => pad.props.modify !== undefined && form.productType !== product}
          />
        </span>
      </fieldset>
      <fieldset className="tk-op-types">
        <legend>Order type</legend>
        <span className="tk-segmented">
          <SegmentedRadios
            name="orderType"
            value={form.orderType}
            options={orderTypesFor(form.tab).map((type) => [type, orderTypeLabels[type]] as const)}
            onChange={(orderType) => change({ orderType })}
          />
        </span>
      </fieldset>
    </>
  );
}
