import svg from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { createIcon } from '../ui/icons/icon';

interface SvgRoot {
  readonly tag: string;
  readonly attrs: Record<string, string>;
  readonly children?: unknown;
}

// The definition spells its svg's fill rule as the attribute (fill-rule); React wants the property name.
const { 'fill-rule': fillRule, ...attrs } = (svg.icon as SvgRoot).attrs;
const definition = {
  ...svg,
  icon: { ...(svg.icon as SvgRoot), attrs: fillRule ? { ...attrs, fillRule } : attrs },
} as unknown as IconDefinition;

/** The error alert's mark (antd's Alert draws the same glyph); kept beside its only user. */
export const CloseCircleFilled = /* @__PURE__ */ createIcon(definition);
