import svg from '@ant-design/icons-svg/es/asn/MinusCircleOutlined';
import { createIcon } from '../icon';

export const MinusCircleOutlined = /* @__PURE__ */ createIcon(svg);
