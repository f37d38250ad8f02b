import svg from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { createIcon } from '../icon';

export const PlusOutlined = /* @__PURE__ */ createIcon(svg);
