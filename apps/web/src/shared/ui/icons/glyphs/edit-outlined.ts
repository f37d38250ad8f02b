import svg from '@ant-design/icons-svg/es/asn/EditOutlined';
import { createIcon } from '../icon';

export const EditOutlined = /* @__PURE__ */ createIcon(svg);
