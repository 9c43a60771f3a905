// EDG reports as it reads the token stream: the errors of a header
// included at line 7 come before the main file's after that line, and the
// 100-error limit falls among the header's: the main file's later errors
// are never reported.

int before_the_header = undefined_before;
#include "error_limit_in_stream_order.h"
int after_the_header = undefined_after;
__global__ void kernel(int *p) { p[0] = undefined_in_kernel; }
