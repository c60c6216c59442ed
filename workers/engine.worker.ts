import { expose } from 'comlink'
import {
  availableStrings,
  combinationAt,
  combinationCount,
  estimateSlip,
  markSixAnimal,
  markSixColour,
} from './engine/index.ts'

/** What the UI may ask the engine worker; the worker only exposes, it keeps no state. */
const engineApi = {
  estimateSlip,
  combinationCount,
  combinationAt,
  availableStrings,
  markSixColour,
  markSixAnimal,
}

export type EngineApi = typeof engineApi

expose(engineApi)
