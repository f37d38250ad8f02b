import { useNavigation } from 'react-router';
import styles from './country-layout.module.css';

/** A thin bar while a lazy page or its data loads. */
export function NavigationProgress() {
  const { state } = useNavigation();
  return state === 'idle' ? null : <div className={styles.progress} role="progressbar" aria-busy="true" />;
}
