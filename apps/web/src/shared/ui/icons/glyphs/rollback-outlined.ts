import svg from '@ant-design/icons-svg/es/asn/RollbackOutlined';
import { createIcon } from '../icon';

export const RollbackOutlined = /* @__PURE__ */ createIcon(svg);
