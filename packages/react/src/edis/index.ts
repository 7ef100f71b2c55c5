/**
 * `@trade/react/edis`: the delivery-instruction verification widget (spec 3 §5, spec 1 §2.6 'CDSL verification'), for
 * a page that sells or transfers a POA client's shares; the order pad opens it by itself on such a refusal.
 */
export { DeliveryVerification, type DeliveryVerificationProps } from "./DeliveryVerification.js";
