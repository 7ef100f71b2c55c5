/** The row menu lives with the components every area shares; this path stays for the tables that import it here. */
export { RowMenu, type RowMenuItem } from "../ui/RowMenu.js";
