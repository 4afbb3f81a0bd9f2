// The voice search button's sentences and alerts. English: the product's exact texts (docs/STOREFRONT.md).
import { defineMessages } from "../../i18n/catalogues.ts";

export const voiceSearchMessages = defineMessages(
  "voiceSearch",
  {
    listening: "Listening…",
    searching: "Searching…",
    stopListening: "Stop listening",
    searchByVoice: "Search by voice",
    microphoneDenied: "Microphone access was denied. Please allow microphone access to use voice search.",
    serviceBlocked: "Voice search is blocked in this browser. Please check your browser settings.",
    unsupported: "Voice search is not supported in this browser. Please try Chrome or Edge.",
    failedToStart: "Voice search could not start. Please try again.",
    noSpeech: "No speech detected. Please try speaking again.",
    noMicrophone: "No microphone was found. Please connect a microphone to use voice search.",
    network: "Voice search needs an internet connection. Please check your connection and try again.",
    other: "Voice search stopped unexpectedly. Please try again.",
  },
  {
    listening: "सुनिँदैछ…",
    searching: "खोजिँदैछ…",
    stopListening: "सुन्न रोक्नुहोस्",
    searchByVoice: "बोलेर खोज्नुहोस्",
    microphoneDenied: "माइक्रोफोन प्रयोग गर्न दिइएन। बोलेर खोज्न कृपया माइक्रोफोनको अनुमति दिनुहोस्।",
    serviceBlocked: "यो ब्राउजरमा बोलेर खोज्ने सुविधा रोकिएको छ। कृपया ब्राउजरको सेटिङ हेर्नुहोस्।",
    unsupported: "यो ब्राउजरमा बोलेर खोज्न मिल्दैन। कृपया Chrome वा Edge प्रयोग गर्नुहोस्।",
    failedToStart: "बोलेर खोज्ने सुविधा सुरु हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।",
    noSpeech: "कुनै आवाज सुनिएन। कृपया फेरि बोल्नुहोस्।",
    noMicrophone: "माइक्रोफोन भेटिएन। बोलेर खोज्न कृपया माइक्रोफोन जोड्नुहोस्।",
    network: "बोलेर खोज्न इन्टरनेट चाहिन्छ। कृपया जडान जाँचेर फेरि प्रयास गर्नुहोस्।",
    other: "बोलेर खोज्ने सुविधा अचानक रोकियो। कृपया फेरि प्रयास गर्नुहोस्।",
  },
);
