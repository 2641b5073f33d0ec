// The networking interface is types only (include/QuestionsNetworking.h); SwiftPM wants a source file.
#include "QuestionsNetworking.h"
