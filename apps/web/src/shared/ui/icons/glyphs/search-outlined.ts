import svg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { createIcon } from '../icon';

export const SearchOutlined = /* @__PURE__ */ createIcon(svg);
