/** The basket texts. Spec 2 §5 and §8 texts are verbatim; those the spec does not word are marked "(ours)". */

/** A basket holds at most `max` orders. */
export const maxOrdersAllowedMessage = (max: number) => `Max ${max} orders allowed`;
export const reachedMaxOrdersMessage = "Reached maximum number of orders that can be executed in a Basket";
export const validPriceMessage = "Enter a valid price to continue";
export const validQuantityMessage = "Enter a valid quantity to continue";
export const amoNotAllowedMessage = "AMO orders are not allow in basket orders";
export const failedToCreateBasketMessage = "Failed to create basket";
/** (ours) Fewer than two lines selected to place (spec 2 §5: at least 2 scrips selected). */
export const selectTwoToPlaceMessage = "Select at least 2 orders to place the basket";
/** (ours) */
export const basketNotFoundMessage = "No basket with this id";
/** (ours) An update naming a version the basket has moved past (changed in another window or device). */
export const basketChangedMessage =
  "This basket was changed elsewhere. Reload it to see the latest version and try again";
/** (ours) The empty state of the basket list. */
export const noBasketsMessage = "You have no baskets. Create one to place up to 50 orders together";
/** (ours) The prefix of a new basket's default name (spec 2 §3 'DAY BASKET time'). */
export const defaultBasketNamePrefix = "DAY BASKET";
