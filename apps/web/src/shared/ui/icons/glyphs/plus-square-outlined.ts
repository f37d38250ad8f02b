import svg from '@ant-design/icons-svg/es/asn/PlusSquareOutlined';
import { createIcon } from '../icon';

export const PlusSquareOutlined = /* @__PURE__ */ createIcon(svg);
