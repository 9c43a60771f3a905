// The global operator new and delete are overloaded (C++ declares its own):
// a second definition is named with its parameters, `operator delete(void *)`
// with the implicit declaration's `noexcept` (`throw()` for cicc); a body
// defined again is not looked at. Functions of one signature on both sides
// are one function defined twice.
namespace B {
float fun(float x, float y) { return x; }
__device__ float fun(float x, float y) { return x; }
}
int *hvar; __device__ int *dvar;
void* operator new(unsigned long size) { return hvar; }
void operator delete(void *p) { hvar = (int*)1; }
__device__ void* operator new(unsigned long size) { return dvar; }
__device__ void operator delete(void *p) { dvar = (int*)11; }
