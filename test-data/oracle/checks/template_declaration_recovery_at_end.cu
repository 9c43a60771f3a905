// When no ';' follows outside braces, the skip after a syntax error in a
// template declaration reaches the end of the input, where the ';' is
// missed ("At end of source").
int before = 1;

template <class T>
float apply(std::function<T(T)> f, T x) {
    return f(x);
}

__global__ void kernel(float *out) { out[0] = no_such_name; }

int main() {
    return 0;
}
