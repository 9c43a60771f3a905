// Instantiation that never ends: each instance asks for one with a longer
// argument. EDG stops at 200 nested levels with "excessive recursion"
// (cicc reports it; cudafe++ leaves function instances to the host
// compiler), showing five innermost and five outermost levels; pointers
// to pointers print without spaces between the stars.
template <class T> __device__ void deeper(T t) { deeper(&t); }
__global__ void start() { deeper(1.0f); }

template <class T> void host_only(T t) { host_only(&t); }
void from_host() { host_only('c'); }

