import svg from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { createIcon } from '../icon';

export const DeleteOutlined = /* @__PURE__ */ createIcon(svg);
