// A type a namespace qualifies that the namespace does not declare (a
// missing #include): #135 in a declaration's type, in a template argument,
// in a range-based for (which still declares its variable), and in a
// template as written. An unknown name where only a type can be (a cast's
// type) is an undefined identifier.
#include <vector>
int values[4];
void plain() {
    std::vector<std::thread> *threads = 0;
    std::thread();
    for (std::thread &t : values) {}
    std::vector<int> fine;
    fine.push_back(threads != 0);
}
template <int N> void in_template() {
    std::vector<std::mutex> *locks = 0;
    std::mutex *p = 0;
    int q[N];
    q[0] = locks != 0;
}
__global__ void casts(float *d_ptr, int row) {
    reinterpret_cast<uint32_t *>(d_ptr)[row] = 0;
    int v = static_cast<myint>(row);
    d_ptr[1] = v;
}
