import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type CSSProperties, type MouseEventHandler, type ReactNode } from 'react';

export interface IconProps {
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly 'aria-hidden'?: boolean | 'true' | 'false';
  readonly 'aria-label'?: string;
  readonly onClick?: MouseEventHandler<HTMLSpanElement>;
}

export type IconComponent = (props: IconProps) => ReactNode;

interface SvgNode {
  readonly tag: string;
  readonly attrs: Record<string, string>;
  readonly children?: readonly SvgNode[];
}

// The definitions spell some attributes as SVG does (fill-rule); React wants the property names (fillRule).
const reactProps = (attrs: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );

function renderNode(node: SvgNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { key, ...reactProps(node.attrs) },
    node.children?.map((child, index) => renderNode(child, index)),
  );
}

/**
 * An Ant Design icon without the icon library's runtime: the same markup antd draws (so antd's button
 * and menu styles, and ours, still apply), from the plain SVG definitions of @ant-design/icons-svg.
 * The shell uses these; a page's antd components bring their own icons with them.
 * An icon is a picture beside words, hidden from screen readers, unless it is given its own `aria-label` (in the
 * reader's language): antd's default, the glyph's English name, would be read out in every language.
 */
export function createIcon(definition: IconDefinition): IconComponent {
  const { name } = definition;
  const svg = definition.icon as unknown as SvgNode;
  const spin = name === 'loading' ? ' anticon-spin' : '';
  function Icon({ className, style, onClick, 'aria-label': label }: IconProps) {
    const classes = `anticon anticon-${name}${spin}${className ? ` ${className}` : ''}`;
    const said = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
    return (
      <span {...said} className={classes} style={style} onClick={onClick}>
        {createElement(
          'svg',
          {
            ...reactProps(svg.attrs),
            'data-icon': name,
            width: '1em',
            height: '1em',
            fill: 'currentColor',
            'aria-hidden': 'true',
          },
          svg.children?.map((child, index) => renderNode(child, index)),
        )}
      </span>
    );
  }
  Icon.displayName = definition.name;
  return Icon;
}
