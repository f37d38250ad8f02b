import svg from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import { createIcon } from '../icon';

export const IdcardOutlined = /* @__PURE__ */ createIcon(svg);
