/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorSuggestionPriceQuery, EditorSuggestionPriceQueryVariables } from '../graphql';

export const EditorSuggestionPriceDocument = "query EditorSuggestionPrice($country:String){getSuggestionPrice(country:$country){country currency suggestionMin suggestionMax minimumTariff sliderMin sliderMax sliderStep}}" as unknown as DocumentNode<EditorSuggestionPriceQuery, EditorSuggestionPriceQueryVariables>;
