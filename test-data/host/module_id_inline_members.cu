// <iostream> brings in libstdc++'s ctype<char>::is, defined outside its
// class without `inline` but declared inline in it: an inline entity,
// which does not name the module (the kernel below does).
#include <cstdio>
#include <iostream>
__global__ void fill(int *p) { p[threadIdx.x] = 1; }
int main() {
    int *d = NULL;
    fill<<<1, 1>>>(d);
    std::cout << "done" << std::endl;
    return 0;
}
