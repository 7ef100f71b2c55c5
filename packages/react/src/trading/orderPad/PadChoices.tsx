import { orderTypeLabels, productTypes } from "@trade/core/orders";
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
          {productsFor(form.tab, pad.instrument).map((product) => (
            <label key={product}>
              <input
                type="radio"
                name="productType"
                checked={form.productType === product}
                disabled={pad.props.modify !== undefined && form.productType !== product}
                onChange={() => change({ productType: product })}
              />
              {productTypes[product].label}
            </label>
          ))}
        </span>
      </fieldset>
      <fieldset className="tk-op-types">
        <legend>Order type</legend>
        <span className="tk-segmented">
          {orderTypesFor(form.tab).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="orderType"
                checked={form.orderType === type}
                onChange={() => change({ orderType: type })}
              />
              {orderTypeLabels[type]}
            </label>
          ))}
        </span>
      </fieldset>
    </>
  );
}
