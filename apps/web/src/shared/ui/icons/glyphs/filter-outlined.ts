import svg from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { createIcon } from '../icon';

export const FilterOutlined = /* @__PURE__ */ createIcon(svg);
