// ORACLE-FLAGS: -std=c++14
// The standard library under C++14 (libstdc++ takes its pre-C++17 paths,
// e.g. __typeof__ in ext/type_traits.h), and a CUDA rule still checked.
#include <cstdio>
#include <vector>
#include <algorithm>
#include <cmath>
int host_only(int x) { return x + 1; }
__global__ void kernel(int *p) { p[0] = host_only(p[1]); }
int main() {
    std::vector<int> v(3, 1);
    std::sort(v.begin(), v.end());
    printf("%d %f\n", (int)v.size(), std::pow(2.0, 3));
    return 0;
}
