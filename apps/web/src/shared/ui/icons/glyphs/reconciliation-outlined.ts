import svg from '@ant-design/icons-svg/es/asn/ReconciliationOutlined';
import { createIcon } from '../icon';

export const ReconciliationOutlined = /* @__PURE__ */ createIcon(svg);
