import { useDispatch, useSelector } from 'react-redux';
import type { PersistedRootState } from './initial-state';
import type { AppDispatch } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<PersistedRootState>();

/** True once redux-persist has restored the stored state (or timed out trying). */
export function useRehydrated(): boolean {
  return useAppSelector((state) => state._persist?.rehydrated ?? false);
}
