#include <mecab.h>
