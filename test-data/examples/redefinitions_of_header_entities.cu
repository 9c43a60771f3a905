// A class or function of the main file that the headers have defined
// already: the previous definition is named with its header. A function
// whose name is overloaded (another signature declared before) is named
// with its parameters.
struct cudaTextureDesc {
    int x;
};
__device__ long long __shfl(long long var, int srcLane, int width = 32) { return var; }
int max(int a, int b) { return a > b ? a : b; }
float min(float a, float b) { return a < b ? a : b; }
void once(int) {}
void once(int) {}
void other(double);
void other(int) {}
void other(int) {}
__device__ float lerp(float a, float b, float t) { return a + t * (b - a); }
