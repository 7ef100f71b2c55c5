/**
 * `@trade/react/ui`: the design system's components, on Radix's headless primitives (docs/decisions.md, "Design
 * system"), styled from the theme's tokens in light and dark. Inside a `ThemeProvider` they follow its theme; outside
 * one they draw the light theme.
 */

export { scaleTokens, scaleVariables } from "../theme/tokens.js";
export { Badge, type BadgeTone } from "./Badge.js";
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from "./Button.js";
export { Dialog, type DialogProps } from "./Dialog.js";
export { Icon, type IconName, type IconProps, iconPaths } from "./icons.js";
export { Menu, type MenuItem, type MenuProps } from "./Menu.js";
export { Popover, type PopoverProps } from "./Popover.js";
export { RowMenu, type RowMenuItem } from "./RowMenu.js";
export { SegmentedControl, type SegmentedControlProps } from "./SegmentedControl.js";
export { Select, type SelectOption, type SelectProps } from "./Select.js";
// The loading, empty and error states, whole: every export of the module belongs to this entry.
export * from "./states.js";
export { Table, type TableColumn, type TableProps } from "./Table.js";
export { type TabItem, Tabs, type TabsProps } from "./Tabs.js";
export { type ShowToast, type Toast, type ToastKind, ToastProvider, useToast } from "./Toast.js";
export { Tooltip } from "./Tooltip.js";
