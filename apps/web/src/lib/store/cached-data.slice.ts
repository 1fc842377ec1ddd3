import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CategoryNested } from '../api-types';
import { cachedDataInitialState, type NewUserChatData } from './initial-state';

// Data cached across pages. Categories load began → success (+ fetch time) | failed.

const cachedDataSlice = createSlice({
  name: 'cachedData',
  initialState: cachedDataInitialState,
  reducers: {
    categoriesBegan(state) {
      state.loading = true;
    },
    categoriesSuccess: {
      reducer(state, action: PayloadAction<{ categories: CategoryNested[]; fetchedAt: number }>) {
        state.categories = action.payload.categories;
        state.lastFetch = action.payload.fetchedAt;
        state.loading = false;
      },
      prepare(categories: CategoryNested[], fetchedAt: number = Date.now()) {
        return { payload: { categories, fetchedAt } };
      },
    },
    categoriesFailed(state) {
      state.loading = false;
    },
    locationAsked(state) {
      state.locationData.asked = true;
    },
    locationReceived(state, action: PayloadAction<{ latitude: number; longitude: number }>) {
      state.locationData = { asked: true, ...action.payload };
    },
    newUserChatDataChanged(state, action: PayloadAction<NewUserChatData | null>) {
      state.newUserChatData = action.payload;
    },
    filterDataChanged(state, action: PayloadAction<unknown>) {
      state.filterData = action.payload;
    },
    articleCategoryIdChanged(state, action: PayloadAction<number | null>) {
      state.articleCategoryId = action.payload;
    },
    sliderDataLengthChanged(state, action: PayloadAction<number>) {
      state.sliderDataLength = action.payload;
    },
    isProjectChanged(state, action: PayloadAction<boolean>) {
      state.isProject = action.payload;
    },
  },
});

export const {
  categoriesBegan,
  categoriesSuccess,
  categoriesFailed,
  locationAsked,
  locationReceived,
  newUserChatDataChanged,
  filterDataChanged,
  articleCategoryIdChanged,
  sliderDataLengthChanged,
  isProjectChanged,
} = cachedDataSlice.actions;
export const cachedDataReducer = cachedDataSlice.reducer;
